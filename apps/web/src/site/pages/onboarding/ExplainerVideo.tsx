import { useEffect, useId, useState, type ComponentType } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';

export interface Scene {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
}

const SCENE_MS = 4500;

/**
 * A short animated explainer that plays like a video (play, pause, progress, captions)
 * but is drawn with CSS from our own text: it works offline, inside the platform's CSP,
 * and every frame is readable by screen readers as its caption.
 */
export function ExplainerVideo({ title, duration, scenes }: { title: string; duration: string; scenes: Scene[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const captionId = useId();
  const ended = started && !playing && index === scenes.length - 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      if (index < scenes.length - 1) setIndex(index + 1);
      else setPlaying(false);
    }, SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, scenes.length]);

  const toggle = () => {
    if (ended) setIndex(0);
    setStarted(true);
    setPlaying((p) => !p || ended);
  };

  const scene = scenes[index]!;
  const Icon = scene.icon;
  return (
    <figure className="explainer" aria-label={`Vídeo: ${title}`} data-playing={playing}>
      <div className="explainer__stage">
        <div className="explainer__bubbles" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        {started ? (
          <div key={index} className="explainer__scene" id={captionId} aria-live="polite">
            <span className="explainer__icon">
              <Icon size={44} aria-hidden="true" />
            </span>
            <p className="explainer__scene-title">{scene.title}</p>
            <p className="explainer__scene-text">{scene.text}</p>
          </div>
        ) : (
          <div className="explainer__poster">
            <p className="explainer__badge">Vídeo · {duration}</p>
            <p className="explainer__poster-title">{title}</p>
          </div>
        )}
        {!playing && (
          <button
            type="button"
            className="explainer__big-play"
            onClick={toggle}
            aria-label={`Reproduzir vídeo: ${title}`}
          >
            {ended ? <RotateCcw size={30} aria-hidden="true" /> : <Play size={34} aria-hidden="true" />}
          </button>
        )}
      </div>
      <div className="explainer__controls">
        <button
          type="button"
          className="explainer__control"
          onClick={toggle}
          aria-label={playing ? 'Pausar vídeo' : 'Reproduzir vídeo'}
        >
          {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
        </button>
        <ol className="explainer__progress" aria-label="Cenas">
          {scenes.map((s, i) => (
            <li key={s.title}>
              <button
                type="button"
                className="explainer__segment"
                data-state={i < index ? 'done' : i === index && started ? (playing ? 'playing' : 'current') : 'next'}
                aria-label={`Cena ${i + 1}: ${s.title}`}
                aria-current={i === index && started ? 'step' : undefined}
                onClick={() => {
                  setStarted(true);
                  setIndex(i);
                }}
              >
                <span style={{ animationDuration: `${SCENE_MS}ms` }} />
              </button>
            </li>
          ))}
        </ol>
        <span className="explainer__time">
          {started ? index + 1 : 0}/{scenes.length}
        </span>
      </div>
      <figcaption className="visually-hidden">{title}</figcaption>
      {/* The text alternative: every scene, readable without playing anything. */}
      <details className="explainer__transcript">
        <summary>Ler o roteiro do vídeo</summary>
        <ol>
          {scenes.map((s) => (
            <li key={s.title}>
              <strong>{s.title}.</strong> {s.text}
            </li>
          ))}
        </ol>
      </details>
    </figure>
  );
}
