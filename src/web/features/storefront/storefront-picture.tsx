import { useState, type ImgHTMLAttributes } from 'react';
import { drawingOf, type StorefrontPicture as PictureSetting } from '#shared/content/storefront-pictures.ts';
import { pictureUrl } from '#shared/domain/event-image.ts';
import { useBusinessSettings } from '#web/lib/business-settings.ts';

/** One of the storefront's pictures: the owner's photo when uploaded, else (or if it fails) the drawing. */
export function StorefrontPicture({
  setting,
  ...image
}: { setting: PictureSetting; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const uploaded = useBusinessSettings().data?.[setting] ?? '';
  const drawing = drawingOf(setting);
  const [failed, setFailed] = useState<string | null>(null);
  const src = pictureUrl(uploaded, drawing);
  return <img {...image} src={failed === src ? drawing : src} onError={() => setFailed(src)} />;
}
