import { useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cx } from '../ui/cx.ts';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import styles from './product-gallery.module.css';
import { ProductImage } from './product-image.tsx';

/** Without JavaScript the chosen picture is a page state: `?imagem=2`. */
const IMAGE_PARAM = 'imagem';

/**
 * The main picture and a row of thumbnails. Each thumbnail is a link (Tab, then Enter) that with
 * JavaScript switches the picture in place; arrow keys move between pictures too.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const fromUrl = Math.min(
    Math.max(Number(searchParams.get(IMAGE_PARAM)) - 1 || 0, 0),
    Math.max(images.length - 1, 0),
  );
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const index = chosen ?? fromUrl;

  const move = (event: KeyboardEvent, from: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || images.length < 2) return;
    event.preventDefault();
    const next = (from + step + images.length) % images.length;
    setChosen(next);
    document.getElementById(`thumbnail-${next}`)?.focus();
  };

  return (
    <div>
      <ProductImage
        src={images[index]}
        alt={
          images.length
            ? t('{name}, imagem {n} de {total}', { name, n: index + 1, total: images.length })
            : t('Sem imagem')
        }
      />
      {images.length > 1 ? (
        <ul aria-label={t('Imagens do produto')} className={cx('list-plain', styles.thumbs)}>
          {images.map((src, i) => (
            <li key={src + i}>
              <Link
                id={`thumbnail-${i}`}
                to={`?${IMAGE_PARAM}=${i + 1}`}
                replace
                preventScrollReset
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('Mostrar imagem {n} de {total}', { n: i + 1, total: images.length })}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setChosen(i);
                }}
                onKeyDown={(event) => move(event, i)}
                className={cx(styles.thumb, i === index && styles.current)}
              >
                <ProductImage src={src} alt="" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
