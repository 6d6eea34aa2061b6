// The tenant's tags as options (brandLabel.tagOptions, cached by SWR under the same key the filter row
// uses), and a lookup from node id to {label, color, path} for chips.
import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import { calls } from '../../../../generated/calls';
import type { TagOption } from '../../../../generated/types';
import { fetchOptions } from '../../../../client/runtime/filter/options';

export interface TagInfo {
  nodeId: string;
  label: string;
  color: string;
  /** Labels from the map (root) down to the node, e.g. 产品线 / 服装 / 男装. */
  path: string[];
}

const KEY = ['options', calls.brandLabel.tagOptions.path];

export function useTagOptions() {
  const { data, isLoading } = useSWR(KEY, () => fetchOptions(calls.brandLabel.tagOptions) as Promise<TagOption[]>, { revalidateOnFocus: true, dedupingInterval: 5_000 });
  return { options: data, loading: isLoading };
}

/** Reloads the tag options everywhere (after a map was edited). */
export const reloadTagOptions = () => mutate(KEY);

export function indexTags(options: TagOption[] | undefined): Map<string, TagInfo> {
  const out = new Map<string, TagInfo>();
  const walk = (o: TagOption, path: string[]) => {
    const here = [...path, o.label];
    out.set(o.value, { nodeId: o.value, label: o.label, color: o.color, path: here });
    o.children?.forEach((c) => walk(c, here));
  };
  options?.forEach((o) => walk(o, []));
  return out;
}

/** node id -> tag info; ids no map knows (deleted meanwhile) are skipped by tagsOf. */
export function useTagLookup() {
  const { options } = useTagOptions();
  return useMemo(() => {
    const index = indexTags(options);
    return {
      ready: options !== undefined,
      get: (id: string) => index.get(id),
      tagsOf: (ids: readonly string[] | null | undefined) => (ids ?? []).flatMap((id) => (index.has(id) ? [index.get(id)!] : [])),
    };
  }, [options]);
}
