// One ECharts canvas for a card: ECharts loads with the first chart, in its own chunk; the option is set whenever it
// changes, the canvas follows its box's size, and the chart is disposed with the card or when it has no data.
import { useEffect, useRef } from 'react';

type Instance = { setOption(o: unknown, notMerge?: boolean): void; resize(): void; dispose(): void; getDataURL(o: object): string };

export function useEchart(option: Record<string, unknown> | null) {
  const el = useRef<HTMLDivElement>(null);
  const inst = useRef<Instance | null>(null);
  useEffect(() => {
    if (!option) {
      inst.current?.dispose();
      inst.current = null;
      return;
    }
    let alive = true;
    let observer: ResizeObserver | null = null;
    void import('./echarts').then(({ echarts }) => {
      if (!alive || !el.current) return;
      const chartInst = (inst.current ??= echarts.init(el.current) as unknown as Instance);
      chartInst.setOption(option, true);
      observer = new ResizeObserver(() => chartInst.resize());
      observer.observe(el.current);
    });
    return () => {
      alive = false;
      observer?.disconnect();
    };
  }, [option]);
  useEffect(
    () => () => {
      inst.current?.dispose();
      inst.current = null;
    },
    [],
  );
  /** The chart as a PNG data URL (white background, twice the pixels), or null before it is drawn. */
  const png = () => inst.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null;
  return { el, png };
}
