import { useState } from 'react';
import { uploadProductImage } from '../../api/queries';
import { imageProblem } from './imageRules';

/** Checks and uploads files one by one; returns the stored URLs of those that made it. */
export function useImageUpload() {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: File[]): Promise<string[]> => {
    setError(null);
    const urls: string[] = [];
    setUploading(true);
    try {
      for (const file of files) {
        const problem = imageProblem(file);
        if (problem) {
          setError(`${file.name}: ${problem}`);
          continue;
        }
        try {
          urls.push((await uploadProductImage(file)).url);
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : String(failure));
        }
      }
    } finally {
      setUploading(false);
    }
    return urls;
  };

  return { upload, uploading, error };
}
