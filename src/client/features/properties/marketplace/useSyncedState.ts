import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Local, editable state that starts from `source` and starts over whenever `key` changes (the address changed
 * from elsewhere). Adjusting state while rendering is React's recommended alternative to a syncing effect.
 */
export function useSyncedState<T>(source: T, key: string): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(source);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setState(source);
  }
  return [state, setState];
}
