import './privacy.css';
import { usePageTitle } from '../../components/usePageTitle';

/** The PDF is generated at build time from content/aviso-de-privacidad.txt into this remote's dist. */
const pdfUrl = () => `${__webpack_public_path__}aviso-de-privacidad.pdf`;

export default function PrivacyPage() {
  usePageTitle('privacy');
  const url = pdfUrl();
  return (
    <div className="page privacy">
      <h1>Aviso de privacidad</h1>
      <iframe className="privacy__pdf" src={url} title="Aviso de privacidad" />
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer" download="aviso-de-privacidad.pdf">
          Descargar el aviso de privacidad (PDF)
        </a>
      </p>
    </div>
  );
}
