/** The console's building blocks for other features' console pages (buttons, headings, notices, tables, copy button). */
export { ConsoleButton, consoleButton, Notice, PageHeading, TableFrame } from './components/console-ui';
export { CopyButton } from './components/copy-button';
