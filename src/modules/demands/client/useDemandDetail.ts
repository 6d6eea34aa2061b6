// Loads one demand's details (demandDetails) for the detail and mobile pages; reload after every action.
import { useCallback, useEffect, useState } from 'react';
import type { DemandDemandDetailsResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';

export type DemandDetail = DemandDemandDetailsResponse;

export function useDemandDetail(id: number | null) {
  const [detail, setDetail] = useState<DemandDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const reload = useCallback(async () => {
    if (!id) return setMissing(true);
    try {
      setDetail(await api.demand.demandDetails({ id }, { noLoading: true }));
    } catch {
      setMissing(true);
    }
  }, [id]);
  useEffect(() => void reload(), [reload]);
  return { detail, missing, reload };
}

/** The demand id of ?id= in the address, or null. */
export const idParam = (params: URLSearchParams): number | null => {
  const n = Number(params.get('id'));
  return Number.isInteger(n) && n > 0 ? n : null;
};
