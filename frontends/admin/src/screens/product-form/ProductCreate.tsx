import { SubPage } from '../../components/SubPage';
import { ProductForm } from './ProductForm';

export function ProductCreate() {
  return (
    <SubPage back="/admin/dash/productos" backLabel="Productos">
      <h1 className="adm-title">Nuevo producto</h1>
      <ProductForm />
    </SubPage>
  );
}
