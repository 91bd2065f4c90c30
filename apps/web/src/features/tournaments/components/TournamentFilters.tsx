import { FEE_BAND_KEYS, feeBandLabel } from '@ludo/shared/tournaments/fee-bands';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { hasFilters, NO_FILTERS, type TournamentFilters } from '../lib/tournament-filters';
import { FORMAT_LABEL, FORMATS, STATUS_LABEL, STATUSES } from '../lib/tournament-labels';

interface TournamentFiltersProps {
  filters: TournamentFilters;
  onChange: (filters: TournamentFilters) => void;
}

/** Status, format and entry fee, as native selects (best on cheap phones), and a way to clear them. */
export function TournamentFilterBar({ filters, onChange }: TournamentFiltersProps) {
  const id = useId();
  return (
    // Each select applies at once: there is nothing to submit.
    <search
      aria-label="Filter tournaments"
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as TournamentFilters['status'] })}
        >
          <option value="all">All statuses</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABEL[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-format`}>Format</Label>
        <NativeSelect
          id={`${id}-format`}
          value={filters.format}
          onChange={(event) => onChange({ ...filters, format: event.target.value as TournamentFilters['format'] })}
        >
          <option value="all">All formats</option>
          {FORMATS.map((format) => (
            <option key={format} value={format}>
              {FORMAT_LABEL[format]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-fee`}>Entry fee</Label>
        <NativeSelect
          id={`${id}-fee`}
          value={filters.fee}
          onChange={(event) => onChange({ ...filters, fee: event.target.value as TournamentFilters['fee'] })}
        >
          <option value="all">Any entry fee</option>
          {FEE_BAND_KEYS.map((band) => (
            <option key={band} value={band}>
              {feeBandLabel(band)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" disabled={!hasFilters(filters)} onClick={() => onChange(NO_FILTERS)}>
        Clear filters
      </Button>
    </search>
  );
}
