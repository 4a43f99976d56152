import { Icon, type IconName } from './Icon';

type CardThumbnailProps = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Shown instead of the picture when there is none. */
  fallbackIcon: IconName;
  /** A card in the first row: fetched at once and first, as it is on screen from the start (often the largest paint). */
  priority?: boolean;
};

/** 16:9 picture at the top of a catalogue card, zooming on hover of the card (`group`); an icon when there is no picture. */
export function CardThumbnail({ src, alt, width, height, fallbackIcon, priority = false }: CardThumbnailProps) {
  return (
    <div className="aspect-video w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover transition-transform group-hover:scale-105"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-slate-400" aria-hidden="true">
          <Icon name={fallbackIcon} className="h-10 w-10" />
        </div>
      )}
    </div>
  );
}
