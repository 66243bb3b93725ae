// Move, capture, check and game-end sounds, synthesised with WebAudio (no audio files).
// The AudioContext is made on first use, which is always inside a player's gesture.

/**
 * The page's sounds; `muted` to start silent.
 * @param {{muted?: boolean}} [options]
 */
export function createSound({ muted = false } = {}) {
  /** @type {AudioContext | null} */
  let ctx = null;
  let isMuted = muted;

  /** The AudioContext, made on first use; null where there is none. */
  function audio() {
    if (!ctx) {
      /** @type {typeof AudioContext | undefined} */
      const AC = globalThis.AudioContext ?? /** @type {any} */ (globalThis).webkitAudioContext;
      if (!AC) return null;
      try {
        ctx = new AC();
      } catch {
        return null;
      }
    }
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    return ctx;
  }

  /**
   * One short tone: frequency sweep f0 → f1 over `dur` seconds.
   * @param {AudioContext} ac
   * @param {{f0: number, f1?: number, dur?: number, type?: OscillatorType, gain?: number, at?: number}} t
   */
  function tone(ac, { f0, f1 = f0, dur = 0.09, type = 'triangle', gain = 0.2, at = 0 }) {
    const t = ac.currentTime + at;
    const osc = ac.createOscillator();
    const g = ac.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(f0, t);
    osc.frequency.exponentialRampToValueAtTime(f1, t + dur);
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(gain, t + 0.005);
    g.gain.exponentialRampToValueAtTime(0.0001, t + dur);
    osc.connect(g).connect(ac.destination);
    osc.start(t);
    osc.stop(t + dur + 0.02);
  }

  /**
   * A short burst of filtered noise (the "clack" of a capture).
   * @param {AudioContext} ac
   * @param {{dur?: number, gain?: number, freq?: number, at?: number}} n
   */
  function noise(ac, { dur = 0.08, gain = 0.25, freq = 1800, at = 0 }) {
    const t = ac.currentTime + at;
    const len = Math.floor(ac.sampleRate * dur);
    const buf = ac.createBuffer(1, len, ac.sampleRate);
    const data = buf.getChannelData(0);
    for (let i = 0; i < len; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / len) ** 2;
    const src = ac.createBufferSource();
    src.buffer = buf;
    const filter = ac.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = freq;
    const g = ac.createGain();
    g.gain.value = gain;
    src.connect(filter).connect(g).connect(ac.destination);
    src.start(t);
  }

  /** @type {Record<string, (ac: AudioContext) => void>} */
  const SOUNDS = {
    move: (ac) => {
      noise(ac, { dur: 0.05, gain: 0.35, freq: 2400 });
      tone(ac, { f0: 520, f1: 300, dur: 0.07, gain: 0.12 });
    },
    capture: (ac) => {
      noise(ac, { dur: 0.09, gain: 0.5, freq: 1400 });
      tone(ac, { f0: 300, f1: 140, dur: 0.12, gain: 0.18 });
    },
    check: (ac) => {
      tone(ac, { f0: 880, dur: 0.09, type: 'sine', gain: 0.14 });
      tone(ac, { f0: 1175, dur: 0.14, type: 'sine', gain: 0.14, at: 0.09 });
    },
    end: (ac) => {
      tone(ac, { f0: 523, dur: 0.25, type: 'sine', gain: 0.12 });
      tone(ac, { f0: 659, dur: 0.25, type: 'sine', gain: 0.12, at: 0.12 });
      tone(ac, { f0: 784, dur: 0.4, type: 'sine', gain: 0.12, at: 0.24 });
    },
    error: (ac) => tone(ac, { f0: 200, f1: 160, dur: 0.12, type: 'square', gain: 0.05 }),
  };

  return {
    /**
     * Play 'move' | 'capture' | 'check' | 'end' | 'error' (nothing when muted, or for another name).
     * @param {string} kind
     */
    play(kind) {
      if (isMuted) return;
      // After the current task, so the board is redrawn first (making the AudioContext is slow).
      setTimeout(() => {
        const ac = audio();
        if (!ac || !SOUNDS[kind]) return;
        try {
          SOUNDS[kind](ac);
        } catch {
          /* audio is a nicety */
        }
      }, 0);
    },
    /** Make the AudioContext ahead of the first sound (call from a user gesture). */
    warm() {
      if (!isMuted && !ctx) setTimeout(audio, 0);
    },
    get muted() {
      return isMuted;
    },
    /** @param {boolean} v */
    set muted(v) {
      isMuted = !!v;
    },
  };
}
