import { Badge, Button, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { GALLERY_MAX, PROPERTY_DEFAULTS } from '../../../../shared/property-view';
import classes from './Gallery.module.css';
import { GalleryViewer } from './GalleryViewer';
import { photoSrcSet } from '../../../../shared/photo-sources';
import { photoAlt, showPlaceholderOnError } from './photos';
import { IconLayoutGrid } from '@tabler/icons-react';

interface GalleryProps {
  title: string;
  images: string[];
}

/**
 * Up to GALLERY_MAX photos: one large and up to four small on desktop, a swipeable row on phones. Any photo
 * opens the viewer at that photo.
 */
export function Gallery({ title, images }: GalleryProps) {
  const photos = (images.length > 0 ? images : [PROPERTY_DEFAULTS.image]).slice(0, GALLERY_MAX);
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <section aria-label="Photos" className={classes.wrapper}>
      <div className={classes.grid} data-count={photos.length}>
        {photos.map((src, index) => (
          <UnstyledButton
            key={`${index}-${src}`}
            className={index === 0 && photos.length > 2 ? `${classes.item} ${classes.main}` : classes.item}
            onClick={() => setViewing(index)}
            aria-label={`Open photo ${index + 1} of ${photos.length}`}
          >
            <img
              className={classes.image}
              src={src}
              srcSet={photoSrcSet(src)}
              // The first photo fills two thirds of the row beside the others on a wide screen.
              sizes={index === 0 ? '(max-width: 48em) 100vw, 65vw' : '(max-width: 48em) 100vw, 33vw'}
              alt={photoAlt(title, index)}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first photo is the page's largest paint: fetched first.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              width={960}
              height={640}
              decoding="async"
              onError={showPlaceholderOnError}
            />
          </UnstyledButton>
        ))}
      </div>
      {photos.length > 1 && (
        <>
          <Button
            className={classes.showAll}
            variant="white"
            color="dark"
            size="sm"
            leftSection={<IconLayoutGrid size={16} aria-hidden />}
            onClick={() => setViewing(0)}
          >
            Show all photos
          </Button>
          <Badge className={classes.counter} variant="filled" color="dark" size="lg" aria-hidden="true">
            {photos.length} photos
          </Badge>
        </>
      )}
      <GalleryViewer
        title={title}
        photos={photos}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
