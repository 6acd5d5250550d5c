/** A blog post teaser. */
import type { BlogPost } from '@/content/catalogue.server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/i18n/format';
import { ContentImage } from '@/features/content-studio/ui';

export function PostCard({ locale, post, minutesLabel, priority }: { locale: Locale; post: BlogPost; minutesLabel: string; priority?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-grey-100">
      <ContentImage src={post.image} alt="" width={640} height={360} priority={priority} className="aspect-video w-full bg-grey-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-grey-600">
          <time dateTime={post.date}>{formatDate(locale, post.date)}</time> · {minutesLabel}
        </p>
        <h2 className="mt-2 font-heading text-xl font-bold">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-blue-deep">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-grey-600">{post.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-grey-100 px-3 py-1 text-xs font-medium">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
