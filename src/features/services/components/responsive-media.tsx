/** An illustration with a separate mobile version (mediaUrl / mediaUrlResponsive of the catalogue). */
import Image from 'next/image';

export function ResponsiveMedia({ desktop, mobile, alt, priority }: { desktop: string; mobile: string; alt: string; priority?: boolean }) {
  return (
    <picture>
      <source media="(max-width: 640px)" srcSet={mobile} />
      <Image src={desktop} alt={alt} width={640} height={440} priority={priority} className="h-auto w-full" />
    </picture>
  );
}
