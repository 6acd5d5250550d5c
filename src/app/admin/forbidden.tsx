import { ConsoleStatusPage } from '@/features/console/components/console-status-page';

/** 403 of the console: an operator without the role an action or page needs. */
export default function ConsoleForbidden() {
  return <ConsoleStatusPage status={403} />;
}
