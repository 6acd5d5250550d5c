import { ConsoleStatusPage } from '@/features/console/components/console-status-page';

/** 401 of the console: a state change posted without a valid session. */
export default function ConsoleUnauthorized() {
  return <ConsoleStatusPage status={401} />;
}
