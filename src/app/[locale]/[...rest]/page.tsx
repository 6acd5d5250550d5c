import { notFound } from 'next/navigation';

/** Any path no route claims is a 404 in the visitor's language. */
export default function CatchAllPage() {
  notFound();
}
