import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listBlogPosts } from '@/content/catalogue.server';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { PostCard } from '@/features/blog/components/post-card';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { cardGridColumns } from '@/components/ui/card-grid';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({ locale, path: '/blog', title: t('title'), description: t('description') });
}

export default async function BlogPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const posts = listBlogPosts(locale);
  return (
    <>
      <PageHero title={t('title')} description={t('description')} />
      <Container className="py-12 tab:py-16">
        <ul className={`grid gap-6 ${cardGridColumns(posts.length)}`}>
          {posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard locale={locale} post={post} minutesLabel={tCommon('minutesRead', { minutes: post.readingMinutes })} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
