import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PhotoPicker } from '../PhotoPicker';
import { type PhotoOptions, type UploadPhoto, usePhotos } from '../usePhotos';

export const MB = 1024 * 1024;
/** The first bytes of each kind of photo the provider takes (the rest does not matter to the checks). */
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
export const photo = (name: string, bytes = 1000, type = 'image/jpeg') => {
  const content = new Uint8Array(Math.max(bytes, 16));
  content.set(SIGNATURES[type] ?? []);
  return new File([content], name, { type });
};

const asIs = async (file: File) => file;

/** The picker plus a 'Send all' button, as booking uses it. */
export function Harness({ upload, options }: { upload?: UploadPhoto; options?: PhotoOptions }) {
  const photos = usePhotos({ prepare: asIs, ...options });
  const [result, setResult] = useState('');
  return (
    <>
      <PhotoPicker state={photos} upload={upload} />
      {upload && (
        <button
          type="button"
          onClick={() => void photos.uploadEach(upload).then((ok) => setResult(String(ok)))}
        >
          Send all
        </button>
      )}
      <output>{result}</output>
    </>
  );
}

export const input = () => screen.getByTestId('photo-input') as HTMLInputElement;
export const listed = () => within(screen.getByRole('list')).getAllByRole('listitem');
