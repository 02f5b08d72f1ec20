'use client';

import { Ban, CalendarX, CircleCheck, CircleHelp, CircleX, CloudOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ANSWER_TONE, type GateAnswer } from './gate-answer.rules';
import {
  enqueue,
  isNewRead,
  parseQueue,
  scanOf,
  sendOutcome,
  settle,
  type QueuedScan,
  type ScanInput,
} from './scan-queue.rules';

const QUEUE_KEY = 'xcaret-gate-queue';
const GATE_KEY = 'xcaret-gate-name';
const ENDPOINT = '/api/admin/v1/tickets/redeem/';
/** How often the camera's picture is read for a QR code. */
const READ_EVERY_MS = 250;

type Shown = { answer: GateAnswer; scannedAt: string; fromQueue: boolean };

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function readQueue(): QueuedScan[] {
  try {
    return parseQueue(localStorage.getItem(QUEUE_KEY));
  } catch {
    return [];
  }
}
function writeQueue(queue: QueuedScan[]) {
  try {
    localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or refused: the scan stays in memory only (the page says it is queued).
  }
}

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * The gate's scanner (issue 17): the camera reads the e-ticket's QR code (the browser's
 * BarcodeDetector where it has one, else jsQR on the video's frames), or the code is typed;
 * the answer is one big colour-and-word panel, announced. A scan that cannot reach the
 * server is queued in localStorage and sent when the connection is back; its answer is then
 * listed, a double use among them.
 */
export function GateScanner({ locale }: { locale: 'es' | 'en' }) {
  const t = useTranslations('admin.gate');
  const [gate, setGate] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [queued, setQueued] = useState(0);
  const [synced, setSynced] = useState<Shown[]>([]);
  const [notice, setNotice] = useState<'queued' | 'signed-out' | 'full' | null>(null);
  const [camera, setCamera] = useState<'off' | 'starting' | 'on' | 'denied'>('off');
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const lastRead = useRef<{ value: string; atMs: number } | null>(null);
  const flushing = useRef(false);
  const waitUntil = useRef(0);

  useEffect(() => {
    // What this phone remembers (its gate, its queue) exists only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setGate(localStorage.getItem(GATE_KEY) ?? '');
    setQueued(readQueue().length);
  }, []);

  const post = useCallback(
    async (
      item: QueuedScan,
    ): Promise<{ status: number; retryAfter: string | null; answer?: GateAnswer } | null> => {
      try {
        const response = await fetch(ENDPOINT, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({
            ...item.scan,
            gate: item.gate,
            scanId: item.id,
            scannedAt: item.at,
          }),
        });
        const answer =
          response.status === 200 ? ((await response.json()) as GateAnswer) : undefined;
        return { status: response.status, retryAfter: response.headers.get('Retry-After'), answer };
      } catch {
        return null;
      }
    },
    [],
  );

  /** Sends the queued scans in the order taken; stops at the first that cannot go yet. */
  const flush = useCallback(async () => {
    if (flushing.current || Date.now() < waitUntil.current) return;
    flushing.current = true;
    try {
      for (let queue = readQueue(); queue.length > 0; queue = readQueue()) {
        const item = queue[0]!;
        const result = await post(item);
        const outcome = sendOutcome(result ?? 'network-error');
        if (outcome.next === 'done') {
          writeQueue(settle(readQueue(), item.id));
          setSynced((list) => [
            { answer: result!.answer!, scannedAt: item.at, fromQueue: true },
            ...list,
          ]);
          continue;
        }
        if (outcome.next === 'wait') waitUntil.current = Date.now() + outcome.seconds * 1000;
        if (outcome.next === 'signed-out') setNotice('signed-out');
        break;
      }
    } finally {
      flushing.current = false;
      const left = readQueue().length;
      setQueued(left);
      if (left === 0) setNotice((n) => (n === 'queued' ? null : n));
    }
  }, [post]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => {
      if (readQueue().length > 0 && navigator.onLine) void flush();
    }, 10_000);
    void flush();
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const submit = useCallback(
    async (scan: ScanInput) => {
      const item: QueuedScan = { id: newId(), scan, gate, at: new Date().toISOString() };
      const keep = () => {
        const { queue, added } = enqueue(readQueue(), item);
        writeQueue(queue);
        setQueued(queue.length);
        setShown(null);
        setNotice(added ? 'queued' : 'full');
      };
      // Scans queued earlier go first: their order is the order people came through.
      if (!navigator.onLine || readQueue().length > 0) {
        keep();
        if (navigator.onLine) void flush();
        return;
      }
      setBusy(true);
      const result = await post(item);
      setBusy(false);
      const outcome = sendOutcome(result ?? 'network-error');
      if (outcome.next === 'done') {
        setNotice(null);
        setShown({ answer: result!.answer!, scannedAt: item.at, fromQueue: false });
        return;
      }
      if (outcome.next === 'wait') waitUntil.current = Date.now() + outcome.seconds * 1000;
      keep();
      if (outcome.next === 'signed-out') setNotice('signed-out');
    },
    [gate, post, flush],
  );

  // The camera: frames are read while it is on; a new value is a scan.
  useEffect(() => {
    if (camera !== 'on') return;
    const video = videoRef.current;
    if (!video) return;
    let stopped = false;
    let detector: Detector | null = null;
    let decode: ((data: Uint8ClampedArray, w: number, h: number) => string | null) | null = null;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    const ready = (async () => {
      if (Native) {
        try {
          detector = new Native({ formats: ['qr_code'] });
          return;
        } catch {
          detector = null;
        }
      }
      const jsQR = (await import('jsqr')).default;
      decode = (data, w, h) => jsQR(data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
    })();
    const read = async (): Promise<string | null> => {
      if (video.readyState < 2 || !video.videoWidth) return null;
      if (detector) {
        const found = await detector.detect(video).catch(() => []);
        return found[0]?.rawValue ?? null;
      }
      if (!decode || !context) return null;
      const w = Math.min(video.videoWidth, 800);
      const h = Math.round((video.videoHeight * w) / video.videoWidth);
      canvas.width = w;
      canvas.height = h;
      context.drawImage(video, 0, 0, w, h);
      return decode(context.getImageData(0, 0, w, h).data, w, h);
    };
    let timer = 0;
    const loop = async () => {
      await ready;
      if (stopped) return;
      const value = await read();
      if (value && !stopped) {
        const scan = scanOf(value);
        const now = Date.now();
        if (scan && isNewRead(lastRead.current, value, now)) {
          lastRead.current = { value, atMs: now };
          await submit(scan);
        }
      }
      if (!stopped) timer = window.setTimeout(loop, READ_EVERY_MS);
    };
    void loop();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [camera, submit]);

  useEffect(
    () => () => {
      streamRef.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  /** The camera's stream goes to the video as soon as the element exists. */
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    const stream = streamRef.current;
    if (!video || !stream || video.srcObject === stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, []);

  async function startCamera() {
    setCamera('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      streamRef.current = stream;
      // The video element that renders with 'on' takes the stream (attachVideo).
      setCamera('on');
    } catch {
      setCamera('denied');
    }
  }

  function stopCamera() {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setCamera('off');
  }

  async function onManual(event: FormEvent) {
    event.preventDefault();
    const scan = scanOf(code);
    if (!scan) return;
    await submit(scan);
    setCode('');
  }

  return (
    <section aria-labelledby="gate-title" className="mx-auto max-w-xl">
      <h1 id="gate-title" className="text-2xl font-semibold text-jungle">
        {t('title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>

      <label className="mt-3 block text-sm font-medium">
        {t('gateName')}
        <input
          className="mt-1 block w-full rounded border border-muted/40 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-lagoon"
          value={gate}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => {
            setGate(e.target.value);
            localStorage.setItem(GATE_KEY, e.target.value);
          }}
        />
      </label>

      <div aria-live="assertive" aria-atomic="true" className="mt-4">
        {busy ? <p className="text-lg text-muted">{t('checking')}</p> : null}
        {!busy && shown ? <AnswerPanel shown={shown} locale={locale} /> : null}
        {!busy && !shown && notice ? (
          <div className="flex items-start gap-3 rounded-lg border-2 border-gold-700 bg-sand p-4 text-ink">
            <CloudOff aria-hidden className="mt-1 size-8 shrink-0" />
            <p className="text-lg font-semibold">{t(`notice.${notice}`, { count: queued })}</p>
          </div>
        ) : null}
      </div>

      <div className="mt-4 rounded border border-jungle/20 bg-white p-3">
        <h2 className="text-lg font-semibold text-jungle">{t('camera.title')}</h2>
        {camera === 'on' ? (
          <>
            <video
              ref={attachVideo}
              muted
              playsInline
              aria-label={t('camera.video')}
              className="mt-2 aspect-[4/3] w-full rounded bg-ink object-cover"
            />
            <button
              type="button"
              onClick={stopCamera}
              className="mt-2 min-h-11 w-full rounded border border-jungle px-4 py-2 font-medium text-jungle focus:outline-2 focus:outline-lagoon"
            >
              {t('camera.stop')}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => void startCamera()}
            disabled={camera === 'starting'}
            className="mt-2 min-h-11 w-full rounded bg-jungle px-4 py-2 font-semibold text-white focus:outline-2 focus:outline-offset-2 focus:outline-lagoon disabled:opacity-70"
          >
            {t('camera.start')}
          </button>
        )}
        {camera === 'denied' ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {t('camera.denied')}
          </p>
        ) : null}
      </div>

      <form
        onSubmit={(e) => void onManual(e)}
        className="mt-4 rounded border border-jungle/20 bg-white p-3"
      >
        <label className="block text-lg font-semibold text-jungle" htmlFor="gate-code">
          {t('manual.title')}
        </label>
        <p id="gate-code-hint" className="text-sm text-muted">
          {t('manual.hint')}
        </p>
        <div className="mt-2 flex gap-2">
          <input
            id="gate-code"
            aria-describedby="gate-code-hint"
            className="block min-h-11 w-full min-w-0 rounded border border-muted/40 bg-white px-3 py-2 font-mono text-lg uppercase focus:outline-2 focus:outline-lagoon"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={400}
            required
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 shrink-0 rounded bg-jungle px-4 py-2 font-semibold text-white focus:outline-2 focus:outline-offset-2 focus:outline-lagoon disabled:opacity-70"
          >
            {t('manual.submit')}
          </button>
        </div>
      </form>

      {queued > 0 ? (
        <p className="mt-3 text-sm font-medium text-gold-700">{t('pending', { count: queued })}</p>
      ) : null}

      {synced.length > 0 ? (
        <section aria-labelledby="gate-synced" className="mt-4">
          <h2 id="gate-synced" className="text-lg font-semibold text-jungle">
            {t('synced.title')}
          </h2>
          <ul className="mt-2 grid gap-2" aria-live="polite">
            {synced.map((s, i) => (
              <li key={`${s.scannedAt}-${i}`}>
                <AnswerPanel shown={s} locale={locale} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

const TONE_CLASS = {
  go: 'border-green-900 bg-green-700 text-white',
  stop: 'border-red-950 bg-red-700 text-white',
  check: 'border-amber-700 bg-amber-300 text-ink',
} as const;

const ICON = {
  valid: CircleCheck,
  used: CircleX,
  void: Ban,
  'wrong-date': CalendarX,
  unknown: CircleHelp,
} as const;

function AnswerPanel({
  shown,
  locale,
  compact = false,
}: {
  shown: Shown;
  locale: 'es' | 'en';
  compact?: boolean;
}) {
  const t = useTranslations('admin.gate');
  const { answer } = shown;
  const Icon = ICON[answer.kind];
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${iso}T12:00:00Z`),
    );
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Cancun',
    }).format(new Date(iso));
  const lines: string[] = [];
  if (answer.kind !== 'unknown' && answer.product) lines.push(answer.product);
  if (answer.kind === 'valid') {
    lines.push(t('answer.person', { band: answer.band, seat: answer.seat }));
    lines.push(t('answer.group', answer.group));
    lines.push(
      answer.visitDate
        ? t('answer.date', { date: day(answer.visitDate) })
        : t('answer.openUntil', { date: day(answer.validUntil) }),
    );
    lines.push(
      answer.extras.length
        ? t('answer.extras', { extras: answer.extras.join(', ') })
        : t('answer.noExtras'),
    );
  }
  if (answer.kind === 'used') {
    lines.push(
      answer.usedAt ? t('answer.usedAt', { when: time(answer.usedAt) }) : t('answer.usedEarlier'),
    );
    if (answer.gate || answer.usedBy)
      lines.push(t('answer.usedWhere', { gate: answer.gate ?? '—', by: answer.usedBy ?? '—' }));
  }
  if (answer.kind === 'wrong-date')
    lines.push(
      answer.visitDate
        ? t('answer.dateIs', { date: day(answer.visitDate) })
        : t('answer.expired', { date: day(answer.validUntil) }),
    );
  if (answer.kind === 'void') lines.push(t('answer.voidHint'));
  if (answer.kind === 'unknown') lines.push(t('answer.unknownHint'));
  return (
    <div
      data-answer={answer.kind}
      className={`rounded-lg border-4 ${TONE_CLASS[ANSWER_TONE[answer.kind]]} ${compact ? 'p-3' : 'p-4 sm:p-6'}`}
    >
      <p
        className={`flex items-center gap-3 font-bold uppercase ${compact ? 'text-xl' : 'text-4xl'}`}
      >
        <Icon aria-hidden className={compact ? 'size-7 shrink-0' : 'size-12 shrink-0'} />
        {t(`kind.${answer.kind}`)}
      </p>
      {'code' in answer ? <p className="mt-1 font-mono text-lg">{answer.code}</p> : null}
      <ul className={`mt-2 grid gap-1 ${compact ? 'text-sm' : 'text-lg'}`}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {shown.fromQueue ? (
        <p className="mt-2 text-sm">{t('synced.scannedAt', { when: time(shown.scannedAt) })}</p>
      ) : null}
      {answer.kind === 'valid' && answer.replay ? (
        <p className="mt-2 text-sm">{t('answer.replay')}</p>
      ) : null}
    </div>
  );
}
