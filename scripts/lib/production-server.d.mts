// Types of ./production-server.mjs for the TypeScript tests.
import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare const LOCAL_ONLY: Readonly<Record<string, string>>;

export declare function missingBuild(): string | undefined;
export declare function missingFaketime(): string | undefined;
export declare function movedClockEnv(startAt: string): Record<string, string>;
export declare function freePort(): Promise<number>;
export declare function waitUntilUp(
  url: string,
  options?: { timeoutMs?: number; ready?: (response: Response) => boolean; child?: ChildProcess; log?: () => string },
): Promise<void>;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process ended. */
  at: number;
}

export interface StartOptions {
  /** The server bundle (absolute, or relative to the caller's folder); dist/server.mjs by default. */
  entry?: string;
  /** Node options before the bundle (e.g. --expose-gc). */
  nodeArgs?: string[];
  /** Open files the server may hold; raises the soft limit when it is lower. */
  openFiles?: number;
  /** A chosen port; a free one on 127.0.0.1 otherwise. */
  port?: number;
  /** Variables of this process's environment not passed on (e.g. the shell's DATABASE_URL). */
  withoutEnv?: string[];
  /** Prefix of a throw-away DATA_DIR in the system's temp folder, removed by stop(); ignored when env sets DATA_DIR. */
  tempDataDir?: string;
  /** Path polled until `ready` says yes; /api/health by default. */
  readyPath?: string;
  /** Whether an answer means up; a 2xx by default. */
  ready?: (response: Response) => boolean;
  /** 90 s by default. */
  readyTimeoutMs?: number;
  /** 'capture' (default): kept in logs/rawLog(); 'inherit': this process's stdout and stderr; { file }: appended there. */
  output?: 'capture' | 'inherit' | { file: string };
  /** With 'capture', also write the server's stderr to this process's. */
  echoStderr?: boolean;
}

export interface ProductionServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The DATA_DIR given in env or the throw-away one; undefined when neither. */
  dataDir: string | undefined;
  /** Parsed pino lines (and { text } for anything else) written so far; empty unless output is 'capture'. */
  logs: Array<Record<string, unknown>>;
  /** Everything written so far: captured, or read from the log file. */
  rawLog(): string;
  /** Resolves once the process has ended and its output is read. */
  exited: Promise<ServerExit>;
  /** SIGTERM, then SIGKILL if it has not exited within `ms` (15 s by default); removes the throw-away DATA_DIR. */
  stop(ms?: number): Promise<ServerExit>;
}

export declare function startProductionServer(env?: Record<string, string>, options?: StartOptions): Promise<ProductionServer>;
