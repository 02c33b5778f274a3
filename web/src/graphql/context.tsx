import { createContext, type ReactNode, useContext } from 'react';
import type { Execute } from './client.ts';

const ExecuteContext = createContext<Execute | null>(null);

/** Gives components the request function of this app (browser, server or test). */
export function ExecuteProvider({ execute, children }: { execute: Execute; children: ReactNode }) {
  return <ExecuteContext value={execute}>{children}</ExecuteContext>;
}

export function useExecute(): Execute {
  const execute = useContext(ExecuteContext);
  if (!execute) throw new Error('useExecute needs an <ExecuteProvider>');
  return execute;
}
