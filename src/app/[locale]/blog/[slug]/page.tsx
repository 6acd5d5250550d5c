import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getBlogPost, listBlogPosts } from '@/content/catalogue.server';
import { Breadcrumbs } from '@/features/seo/breadcrumbs';
import { notFoundMetadata } from '@/features/seo/not-found-metadata';
import { Container } from '@/components/ui/section';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PostCard } from '@/features/blog/components/post-card';
import { formatDate } from '@/i18n/format';
import { JsonLd } from '@/features/seo/json-ld';
import { pageMetadata, siteUrl } from '@/features/seo/page-metadata';
import { blogPostingLd } from '@/features/seo/structured-data';
import { pageLocale } from '@/i18n/page-locale';
import { routing, type Locale } from '@/i18n/routing';
import { localizedPath } from '@/features/routing/public';
import { cardGridColumns } from '@/components/ui/card-grid';
import { ContentImage } from '@/features/content-studio/ui';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Entries published after the build are rendered on their first visit (an unknown one answers 404). Rendered on
// demand, the page stays static: the 404's own lookup of the request's locale must not make it dynamic (an error).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => listBlogPosts(locale).map((post) => ({ locale, slug: post.slug })));
}

/** The post at this address in the other language when it is published there only (a one-language post). */
function oneLanguageCounterpart(locale: Locale, slug: string) {
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const post = getBlogPost(other, slug);
  return post?.onlyIn === other ? { post, language: other } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = (await params).slug;
  const post = getBlogPost(locale, slug);
  if (!post) {
    const counterpart = oneLanguageCounterpart(locale, slug);
    if (!counterpart) return notFoundMetadata(locale);
    const t = await getTranslations({ locale, namespace: 'Blog' });
    return { title: t('onlyInTitle', { language: t(`languageName.${counterpart.language}`) }), robots: { index: false, follow: true } };
  }
  return pageMetadata({
    locale,
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.description,
    image: post.image,
    type: 'article',
    onlyIn: post.onlyIn,
  });
}

/** The address of a one-language post in the other language: says so, and links to it and to this blog. */
async function OnlyInOtherLanguage({ locale, slug, language }: { locale: Locale; slug: string; language: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const name = t(`languageName.${language}`);
  return (
    <section className="py-16 tab:py-24">
      <Container className="max-w-2xl">
        <h1 className="font-heading text-3xl font-bold tab:text-4xl">{t('onlyInTitle', { language: name })}</h1>
        <p className="mt-4 text-lg text-grey-700">{t('onlyInText', { language: name })}</p>
        <p className="mt-8 flex flex-wrap gap-4">
          <a className="font-semibold text-brand-dark underline underline-offset-4" href={localizedPath(language, `/blog/${slug}`)} hrefLang={language}>
            {t('onlyInRead', { language: name })}
          </a>
          <a className="font-semibold text-brand-dark underline underline-offset-4" href={localizedPath(locale, '/blog')}>
            {t('onlyInBack')}
          </a>
        </p>
      </Container>
    </section>
  );
}

export default async function BlogPostPage({ params }: Props) {
  const locale = await pageLocale(params);
  const slug = (await params).slug;
  const post = getBlogPost(locale, slug);
  if (!post) {
    const counterpart = oneLanguageCounterpart(locale, slug);
    if (!counterpart) notFound();
    return <OnlyInOtherLanguage locale={locale} slug={slug} language={counterpart.language} />;
  }
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const tServices = await getTranslations({ locale, namespace: 'Services' });
  const related = listBlogPosts(locale)
    .filter((other) => other.slug !== post.slug)
    .slice(0, 3);
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { name: t('title'), path: '/blog' },
          { name: post.title, path: `/blog/${post.slug}` },
        ]}
      />
      <article className="py-12 tab:py-16">
        <Container className="max-w-3xl">
          <p className="text-sm text-grey-600">
            {t('by', { author: post.author })} · <time dateTime={post.date}>{formatDate(locale, post.date)}</time> ·{' '}
            {tCommon('minutesRead', { minutes: post.readingMinutes })}
          </p>
          <h1 className="mt-3 font-heading text-4xl font-bold tab:text-5xl">{post.title}</h1>
          <p className="mt-4 text-xl text-grey-600">{post.description}</p>
          <ContentImage src={post.image} alt="" width={960} height={540} priority className="mt-8 aspect-video w-full rounded-2xl bg-grey-50 object-cover" />
          <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={t('tags')}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-grey-100 px-3 py-1 text-sm">
                {tag}
              </li>
            ))}
          </ul>
        </Container>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-grey-50 py-14">
          <Container>
            <h2 id="related-title" className="mb-8 font-heading text-3xl font-bold">
              {t('related')}
            </h2>
            <ul className={`grid gap-6 ${cardGridColumns(related.length)}`}>
              {related.map((other) => (
                <li key={other.slug}>
                  <PostCard locale={locale} post={other} minutesLabel={tCommon('minutesRead', { minutes: other.readingMinutes })} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
      <LeadFormSection title={tServices('formTitle')} intro={tServices('formIntro')} formId="contacto" locale={locale} thankYouBase="/contacto/gracias" />
      <JsonLd data={blogPostingLd(siteUrl(), locale, post)} />
    </>
  );
}
