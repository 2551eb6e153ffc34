import { PROPERTY_DEFAULTS } from '../../shared/property-view';

/** A small listing photo; the placeholder when there is none or it fails to load. */
export function ListingThumb({ src, size = 64 }: { src: string | null | undefined; size?: number }) {
  return (
    <img
      src={src ?? PROPERTY_DEFAULTS.image}
      alt=""
      width={size}
      height={Math.round(size * 0.75)}
      loading="lazy"
      decoding="async"
      style={{ objectFit: 'cover', borderRadius: 8, flexShrink: 0, display: 'block' }}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PROPERTY_DEFAULTS.image)) {
          event.currentTarget.src = PROPERTY_DEFAULTS.image;
        }
      }}
    />
  );
}
