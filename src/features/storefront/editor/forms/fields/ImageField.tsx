import { useMutation } from '@tanstack/react-query';
import { MAX_UPLOAD_BYTES, uploadFileMutationOptions, uploadRefusal } from '@/api/files';
import { ImageUpload, PICTURE_TYPES } from '@/ui/ImageUpload';

export interface ImageFieldProps {
  /** The descriptor's name, given to the file input. */
  name: string;
  /** The label the surrounding Field shows; here it names the file input for screen readers. */
  label: string;
  /** A URL: an upload's, or an address stored before uploads existed (inline images still show). */
  value: string | null;
  onChange: (url: string | null) => void;
}

/**
 * A section field of kind 'image' (a hero's picture, a section's background, a slide's image):
 * the kit's image upload, which sends the file to POST files at once and keeps the URL it returns.
 * Its label, help and messages come from the Field that SectionForm renders around it.
 */
export function ImageField({ name, label, value, onChange }: ImageFieldProps) {
  const upload = useMutation(uploadFileMutationOptions());
  return (
    <ImageUpload
      label={label}
      hideLabel
      name={name}
      value={value}
      onChange={onChange}
      maxFileSize={MAX_UPLOAD_BYTES}
      accept={PICTURE_TYPES}
      upload={async (file) => (await upload.mutateAsync(file)).url}
      uploadErrorMessage={uploadRefusal}
    />
  );
}
