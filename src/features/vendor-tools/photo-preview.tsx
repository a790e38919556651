// A chosen photo's preview (data URL through FileReader, so nothing needs revoking).
import { useEffect, useState } from 'react';

function usePreview(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);
  return url;
}

export function PhotoPreview({ file, alt }: { file: File; alt: string }) {
  const url = usePreview(file);
  return url ? (
    <img className="vendor-photo" src={url} alt={alt} width={96} height={96} />
  ) : (
    <span className="vendor-photo vendor-photo--loading" role="img" aria-label={alt} />
  );
}
