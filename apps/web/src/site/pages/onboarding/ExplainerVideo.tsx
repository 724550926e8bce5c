import { useId, type ComponentType } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { SCENE_MS, useSceneClock, type SceneClock } from './useSceneClock';

export interface Scene {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
}

/**
 * A short animated explainer that plays like a video (play, pause, progress, captions)
 * but is drawn with CSS from our own text: it works offline, inside the platform's CSP,
 * and every frame is readable by screen readers as its caption.
 */
export function ExplainerVideo({ title, duration, scenes }: { title: string; duration: string; scenes: Scene[] }) {
  const clock = useSceneClock(scenes.length);
  const { index, playing, started, ended, toggle } = clock;
  const captionId = useId();

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
      <ExplainerControls clock={clock} scenes={scenes} />
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

/** The player's bar: play/pause, one segment per scene (each jumps to it), and the scene count. */
function ExplainerControls({ clock, scenes }: { clock: SceneClock; scenes: Scene[] }) {
  const { index, playing, started, toggle, jumpTo } = clock;
  return (
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
              onClick={() => jumpTo(i)}
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
  );
}
