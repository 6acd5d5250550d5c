import { SectionNotFound } from '@/features/errors/section-not-found';

/** 'Servicio no encontrado :(' / 'Service not found :(' with status 404. */
export default function ServiceNotFound() {
  return <SectionNotFound namespace="Services" backHref="/servicios" backKey="allServices" />;
}
