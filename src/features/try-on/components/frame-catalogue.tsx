/** The frames of the try-on as a catalogue: drawing, name, shape, colours and a link that opens the try-on on it. */
import type { TryOnFrame } from '@/content/schemas';
import { buttonVariants } from '@/components/ui/button-link';
import { Link } from '@/i18n/navigation';
import { FrameThumbnail } from './frame-thumbnail';

export interface FrameCatalogueLabels {
  tryItOn: string;
  tryItOnLabel: string;
  coloursLabel: string;
}

export function FrameCatalogue({ frames, labels }: { frames: TryOnFrame[]; labels: FrameCatalogueLabels }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="frame-catalogue">
      {frames.map((frame) => (
        <li key={frame.slug} className="flex flex-col overflow-hidden rounded-2xl border border-grey-200 bg-white shadow-sm">
          <div className="flex aspect-[5/3] items-center justify-center bg-linear-to-br from-grey-50 to-grey-100 p-6">
            <FrameThumbnail shape={frame.shape} colour={frame.colours[0]!} className="w-full max-w-[260px] drop-shadow" />
          </div>
          <div className="flex flex-1 flex-col p-5">
            <p className="text-sm font-semibold tracking-wide text-brand-blue-deep uppercase">{frame.shapeLabel}</p>
            <h3 className="mt-1 font-heading text-xl font-bold text-brand-dark">{frame.name}</h3>
            <p className="mt-2 flex-1 text-grey-600">{frame.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={labels.coloursLabel}>
              {frame.colours.map((colour) => (
                <li key={colour.id} className="flex items-center gap-1.5 rounded-full bg-grey-50 py-1 pr-3 pl-1 text-xs text-grey-800">
                  <span
                    aria-hidden="true"
                    className="h-5 w-5 rounded-full ring-1 ring-black/10"
                    style={{ background: `linear-gradient(135deg, ${colour.frame} 50%, ${colour.lens} 50%)` }}
                  />
                  {colour.name}
                </li>
              ))}
            </ul>
            <Link
              href={{ pathname: '/innovaciones/probador', query: { modelo: frame.slug } }}
              aria-label={labels.tryItOnLabel.replace('{name}', frame.name)}
              className={buttonVariants({ variant: 'primary', className: 'mt-5 self-start' })}
            >
              {labels.tryItOn}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
