// Up to `max` photos with previews and removal (the input is disabled once full).
import { useId } from 'react';
import { CloseButton } from '#src/components/close-button.tsx';
import { PhotoPreview } from '#src/features/vendor-tools/photo-preview.tsx';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';

const fileKeys = new WeakMap<File, number>();
let nextKey = 0;

/** A stable key per chosen File (two photos may share a name). */
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    nextKey += 1;
    key = nextKey;
    fileKeys.set(file, key);
  }
  return key;
}

export interface PhotoPickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
}

export function PhotoPicker({ label, files, onChange, max }: PhotoPickerProps) {
  const noteId = useId();
  const full = files.length >= max;
  return (
    <fieldset className="vendor-photos">
      <legend>{label}</legend>
      <input
        type="file"
        accept="image/*"
        multiple={max > 1}
        aria-label={label}
        aria-describedby={noteId}
        disabled={full}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          onChange([...files, ...chosen].slice(0, max));
          event.target.value = '';
        }}
      />
      <p id={noteId} className="vendor-note">
        {full ? vendorTexts.photosFull(max) : `${files.length} / ${max}`}
      </p>
      <ul className="vendor-photos__list">
        {files.map((file) => (
          <li key={fileKey(file)}>
            <PhotoPreview file={file} alt={vendorTexts.preview(file.name)} />
            <CloseButton
              className="vendor-chip__remove"
              label={vendorTexts.remove(file.name)}
              onClick={() => onChange(files.filter((other) => other !== file))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
