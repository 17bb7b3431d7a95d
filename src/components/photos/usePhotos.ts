import { useCallback, useEffect, useRef, useState } from 'react';
import { hasPhotoContent } from './content';
import { downscalePhoto } from './downscale';
import { isPhoto, MAX_PHOTOS, MAX_TOTAL_BYTES } from './limits';
import { type UploadRefusal, uploadRefusal } from './refusal';

/** `failed`: no answer or a server error, worth a retry; `refused`: the provider will not take this file. */
export type PhotoStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed' | 'refused';

export interface Photo {
  id: string;
  name: string;
  /** What is sent: the downscaled photo (or the original when it was small enough). */
  file: Blob;
  /** An object URL for the thumbnail. */
  previewUrl: string;
  status: PhotoStatus;
  /** Upload progress, 0 to 1. */
  progress: number;
  /** Why the provider refused it, when `refused`. */
  refusal?: UploadRefusal;
}

/** Why a photo was not added; nothing was sent for it. */
export type Refusal =
  | { reason: 'tooMany'; name: string; max: number }
  | { reason: 'tooLarge'; name: string; maxBytes: number }
  /** Over the limit on its own even after being made smaller, or a photo this browser cannot make smaller. */
  | { reason: 'cannotReduce'; name: string; bytes: number; maxBytes: number }
  | { reason: 'notPhoto'; name: string };

/** Sends one photo; reports progress from 0 to 1; rejects when the upload failed. */
export type UploadPhoto = (
  photo: { file: Blob; name: string },
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

export interface PhotoOptions {
  maxPhotos?: number;
  maxTotalBytes?: number;
  /**
   * Turns a chosen file into what is sent, given what is left of the total for it (default: downscale photos
   * over 2,000 px and make lighter those that do not fit).
   */
  prepare?: (file: File, maxBytes: number) => Promise<Blob>;
}

let nextId = 0;

/**
 * Choosing photos within the limits (6 photos, 20 MB in total, counted once made smaller: refused before
 * anything is sent, with a reason), downscaled in the browser, with thumbnails. Sending is the caller's: `uploadEach` makes one call per photo
 * with per-photo progress (booking); `photos` hands the prepared files over to be sent some other way
 * (prescription renewal sends them together as data URLs).
 */
export function usePhotos({
  maxPhotos = MAX_PHOTOS,
  maxTotalBytes = MAX_TOTAL_BYTES,
  prepare = downscalePhoto,
}: PhotoOptions = {}) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const current = useRef<Photo[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((change: (list: Photo[]) => Photo[]) => {
    current.current = change(current.current);
    setPhotos(current.current);
  }, []);
  const patch = useCallback(
    (id: string, fields: Partial<Photo>) =>
      update((list) => list.map((photo) => (photo.id === id ? { ...photo, ...fields } : photo))),
    [update],
  );

  useEffect(
    () => () => {
      for (const photo of current.current) URL.revokeObjectURL(photo.previewUrl);
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  const add = useCallback(
    async (files: Iterable<File>) => {
      const refused: Refusal[] = [];
      const accepted: { photo: Photo; original: File }[] = [];
      const chosen = Array.from(files);
      // The declared type first (what the picker filters on), then the bytes: a renamed text file is no photo.
      const photoLike = await Promise.all(chosen.map((file) => isPhoto(file) && hasPhotoContent(file)));
      for (const [index, file] of chosen.entries()) {
        if (!photoLike[index]) refused.push({ reason: 'notPhoto', name: file.name });
        else if (current.current.length + accepted.length >= maxPhotos)
          refused.push({ reason: 'tooMany', name: file.name, max: maxPhotos });
        else {
          const photo: Photo = {
            id: `photo-${++nextId}`,
            name: file.name,
            file,
            previewUrl: URL.createObjectURL(file),
            status: 'preparing',
            progress: 0,
          };
          accepted.push({ photo, original: file });
        }
      }
      setRefusals(refused);
      update((list) => [...list, ...accepted.map(({ photo }) => photo)]);
      for (const { photo, original } of accepted) {
        const others = () =>
          current.current
            .filter((other) => other.id !== photo.id && other.status !== 'preparing')
            .reduce((sum, other) => sum + other.file.size, 0);
        const prepared = await prepare(original, maxTotalBytes - others()).catch(() => original);
        if (others() + prepared.size <= maxTotalBytes) {
          patch(photo.id, { file: prepared, status: 'ready' });
          continue;
        }
        URL.revokeObjectURL(photo.previewUrl);
        update((list) => list.filter((other) => other.id !== photo.id));
        const refusal: Refusal =
          prepared.size > maxTotalBytes
            ? { reason: 'cannotReduce', name: photo.name, bytes: prepared.size, maxBytes: maxTotalBytes }
            : { reason: 'tooLarge', name: photo.name, maxBytes: maxTotalBytes };
        setRefusals((list) => [...list, refusal]);
      }
    },
    [maxPhotos, maxTotalBytes, prepare, patch, update],
  );

  const remove = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      const photo = current.current.find((candidate) => candidate.id === id);
      if (photo) URL.revokeObjectURL(photo.previewUrl);
      update((list) => list.filter((candidate) => candidate.id !== id));
    },
    [update],
  );

  const uploadOne = useCallback(
    async (photo: Photo, upload: UploadPhoto): Promise<boolean> => {
      const controller = new AbortController();
      controllers.current.set(photo.id, controller);
      patch(photo.id, { status: 'uploading', progress: 0 });
      try {
        await upload(
          { file: photo.file, name: photo.name },
          (fraction) => patch(photo.id, { progress: Math.min(1, Math.max(0, fraction)) }),
          controller.signal,
        );
        patch(photo.id, { status: 'uploaded', progress: 1 });
        return true;
      } catch (error) {
        const refusal = uploadRefusal(error);
        if (controller.signal.aborted) return false;
        patch(photo.id, refusal ? { status: 'refused', refusal } : { status: 'failed' });
        return false;
      } finally {
        controllers.current.delete(photo.id);
      }
    },
    [patch],
  );

  /** Sends every photo not sent yet, one call each; true when all of them are sent. */
  const uploadEach = useCallback(
    async (upload: UploadPhoto): Promise<boolean> => {
      const pending = current.current.filter(
        (photo) => photo.status === 'ready' || photo.status === 'failed',
      );
      const results = await Promise.all(pending.map((photo) => uploadOne(photo, upload)));
      return results.every(Boolean) && current.current.every((photo) => photo.status === 'uploaded');
    },
    [uploadOne],
  );

  const retry = useCallback(
    (id: string, upload: UploadPhoto) => {
      const photo = current.current.find((candidate) => candidate.id === id);
      return photo ? uploadOne(photo, upload) : Promise.resolve(false);
    },
    [uploadOne],
  );

  const totalBytes = photos.reduce((sum, photo) => sum + photo.file.size, 0);
  return {
    photos,
    refusals,
    totalBytes,
    maxPhotos,
    maxTotalBytes,
    isPreparing: photos.some((photo) => photo.status === 'preparing'),
    isUploading: photos.some((photo) => photo.status === 'uploading'),
    add,
    remove,
    uploadEach,
    retry,
  };
}

export type PhotosState = ReturnType<typeof usePhotos>;
