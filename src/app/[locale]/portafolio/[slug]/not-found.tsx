import { SectionNotFound } from '@/features/errors/section-not-found';

/** 'Cliente no encontrado :(' / 'Cliente not found :(' with status 404 (unknown or inactive client). */
export default function ClientNotFound() {
  return <SectionNotFound namespace="Portfolio" backHref="/portafolio" backKey="backToPortfolio" />;
}
