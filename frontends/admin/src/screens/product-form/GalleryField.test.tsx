import { useEffect } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ProductFormValues } from './productSchema';
import { GalleryField } from './GalleryField';

/** The form under test, as the harness last rendered it. */
const captured: { form?: ReturnType<typeof useForm<ProductFormValues>> } = {};

function Harness({ coverImage, images }: { coverImage: string; images: string[] }) {
  const form = useForm<ProductFormValues>({ defaultValues: { coverImage, images: images.map((url) => ({ url })) } as ProductFormValues });
  useEffect(() => {
    captured.form = form;
  });
  return (
    <FormProvider {...form}>
      <GalleryField />
    </FormProvider>
  );
}

const values = () => ({ cover: captured.form!.getValues('coverImage'), gallery: captured.form!.getValues('images').map((i) => i.url) });

describe('the gallery of the product form', () => {
  it('«Usar como portada» swaps the image with the cover: the old cover goes to its place, nothing lost or kept twice', () => {
    render(<Harness coverImage="/media/a.png" images={['/media/b.png', '/media/c.png']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usar imagen 1 como portada' }));
    expect(values()).toEqual({ cover: '/media/b.png', gallery: ['/media/a.png', '/media/c.png'] });
  });

  it('without a cover (or with the cover already in the gallery) the image just moves up to the cover', () => {
    render(<Harness coverImage="" images={['/media/b.png', '/media/c.png']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usar imagen 2 como portada' }));
    expect(values()).toEqual({ cover: '/media/c.png', gallery: ['/media/b.png'] });
  });
});
