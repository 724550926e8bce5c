import { useEffect, useState } from 'react';

/** How long each scene stays on screen; the progress bar's fill lasts as long. */
export const SCENE_MS = 4500;

export interface SceneClock {
  index: number;
  playing: boolean;
  /** Whether the visitor ever pressed play (before that, the poster shows). */
  started: boolean;
  /** Played through to the last scene and stopped there: play starts over. */
  ended: boolean;
  toggle: () => void;
  jumpTo: (index: number) => void;
}

/** Plays `count` scenes one after the other, like a video's timeline. */
export function useSceneClock(count: number): SceneClock {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const ended = started && !playing && index === count - 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      if (index < count - 1) setIndex(index + 1);
      else setPlaying(false);
    }, SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const toggle = () => {
    if (ended) setIndex(0);
    setStarted(true);
    setPlaying((p) => !p || ended);
  };
  const jumpTo = (i: number) => {
    setStarted(true);
    setIndex(i);
  };
  return { index, playing, started, ended, toggle, jumpTo };
}
