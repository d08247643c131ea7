/**
 * A photo picker of the company centre: choose one or more photos, each uploaded through the
 * media pipeline with its progress announced; `onPhoto` gets each ready photo.
 */
import { type CompanyMedia, format, companyCentreMessages as m } from '@renovo/core';
import { useId, useState } from 'react';
import { uploadPhoto } from './photo-upload.ts';

/** The picker; `multiple` takes several photos at once. */
export function PhotoInput({
  label,
  multiple = false,
  onPhoto,
}: {
  label: string;
  multiple?: boolean;
  onPhoto: (photo: CompanyMedia) => void;
}) {
  const id = useId();
  const [line, setLine] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setProblem('');
    for (const file of [...files]) {
      try {
        setLine(format(m.uploadProgress, { n: 0 }));
        const photo = await uploadPhoto(file, (n) =>
          setLine(n < 100 ? format(m.uploadProgress, { n }) : m.processing),
        );
        onPhoto(photo);
      } catch (error) {
        setProblem((error as Error).message || m.uploadFailed);
      }
    }
    setLine('');
    setBusy(false);
  }

  return (
    <div className="centre__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple={multiple}
        disabled={busy}
        aria-describedby={`${id}-status ${id}-error`}
        onChange={(e) => {
          void upload(e.target.files);
          e.target.value = '';
        }}
      />
      <p id={`${id}-status`} className="centre__meta" role="status" aria-live="polite">
        {line}
      </p>
      <p id={`${id}-error`} className="centre__error" role="alert">
        {problem}
      </p>
    </div>
  );
}
