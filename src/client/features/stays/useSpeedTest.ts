import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LATENCY_MS_MAX,
  LATENCY_MS_MIN,
  SPEED_MBPS_MAX,
  SPEED_MBPS_MIN,
  type SpeedTestResult,
} from '../../../shared/speed-tests';
import { describeError, trpc } from '../../trpc';
import { measureDownload, measureLatency, measureUpload } from './speedMeasure';

export type SpeedPhase =
  'idle' | 'latency' | 'download' | 'upload' | 'saving' | 'done' | 'incomplete' | 'failed';

export const PHASE_TEXTS: Record<SpeedPhase, string> = {
  idle: 'Measures the internet at your desk against KaziStay for about ten seconds.',
  latency: 'Measuring latency…',
  download: 'Measuring download…',
  upload: 'Measuring upload…',
  saving: 'Saving the result…',
  done: 'Saved with your stay. Thank you!',
  incomplete: 'Saved as incomplete: it does not count.',
  failed: 'The test could not be completed.',
};

export interface SpeedTestState {
  phase: SpeedPhase;
  /** The speed of the running direction, Mbps. */
  liveMbps: number;
  /** The browser's own figures while the test runs. */
  latencyMs: number | null;
  downloadMbps: number | null;
  uploadMbps: number | null;
  /** The server's recorded result, once saved: what is shown from then on. */
  result: SpeedTestResult | null;
  error: string | null;
}

const INITIAL: SpeedTestState = {
  phase: 'idle',
  liveMbps: 0,
  latencyMs: null,
  downloadMbps: null,
  uploadMbps: null,
  result: null,
  error: null,
};

/** The browser's figure as a claim: two decimals, within what a claim may say. */
const claim = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(value * 100) / 100));

/** Runs a speed test for the booking: start, latency, download, upload, then the server's figures. */
export function useSpeedTest(bookingId: string) {
  const [state, setState] = useState<SpeedTestState>(INITIAL);
  const running = useRef<AbortController | null>(null);
  const utils = trpc.useUtils();
  const { mutateAsync: startTest } = trpc.stays.speed.start.useMutation();
  const { mutateAsync: finishTest } = trpc.stays.speed.finish.useMutation();

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  // Closing the dialog (or leaving the page) stops the streams.
  useEffect(() => cancel, [cancel]);

  const run = useCallback(async () => {
    cancel();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const update = (patch: Partial<SpeedTestState>) => {
      if (!signal.aborted) setState((s) => ({ ...s, ...patch }));
    };
    const live = (liveMbps: number) => update({ liveMbps });
    setState({ ...INITIAL, phase: 'latency' });
    try {
      const { testId } = await startTest({ bookingId });
      const latencyMs = await measureLatency(testId, signal);
      update({ latencyMs, phase: 'download', liveMbps: 0 });
      const download = await measureDownload(testId, signal, live);
      update({ downloadMbps: download.mbps, phase: 'upload', liveMbps: 0 });
      const upload = await measureUpload(testId, signal, live);
      update({ uploadMbps: upload.mbps, phase: 'saving', liveMbps: upload.mbps });
      const result = await finishTest({
        testId,
        latencyMs: claim(latencyMs, LATENCY_MS_MIN, LATENCY_MS_MAX),
        downloadMbps: claim(download.mbps, SPEED_MBPS_MIN, SPEED_MBPS_MAX),
        uploadMbps: claim(upload.mbps, SPEED_MBPS_MIN, SPEED_MBPS_MAX),
      });
      update({ phase: result.status === 'complete' ? 'done' : 'incomplete', result });
      await Promise.all([utils.stays.speed.invalidate(), utils.properties.invalidate()]);
    } catch (err) {
      if (signal.aborted) return;
      update({ phase: 'failed', error: describeError(err).message });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [bookingId, cancel, finishTest, startTest, utils]);

  const reset = useCallback(() => {
    cancel();
    setState(INITIAL);
  }, [cancel]);

  return { state, run, cancel, reset };
}
