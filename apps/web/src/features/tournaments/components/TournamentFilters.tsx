import { FEE_BAND_KEYS } from '@ludo/shared/tournaments/fee-bands';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/react';
import { feeBandText, hasFilters, NO_FILTERS, type TournamentFilters } from '../lib/tournament-filters';
import { FORMAT_LABEL, FORMATS, STATUS_LABEL, STATUSES } from '../lib/tournament-labels';

interface TournamentFiltersProps {
  filters: TournamentFilters;
  onChange: (filters: TournamentFilters) => void;
}

/** Status, format and entry fee, as native selects (best on cheap phones), and a way to clear them. */
export function TournamentFilterBar({ filters, onChange }: TournamentFiltersProps) {
  const t = useT();
  const id = useId();
  return (
    // Each select applies at once: there is nothing to submit.
    <search
      aria-label={t('tournament.filters.label')}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>{t('tournament.filters.status')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as TournamentFilters['status'] })}
        >
          <option value="all">{t('tournament.filters.status.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABEL[status])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-format`}>{t('tournament.filters.format')}</Label>
        <NativeSelect
          id={`${id}-format`}
          value={filters.format}
          onChange={(event) => onChange({ ...filters, format: event.target.value as TournamentFilters['format'] })}
        >
          <option value="all">{t('tournament.filters.format.all')}</option>
          {FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(FORMAT_LABEL[format])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-fee`}>{t('tournament.filters.fee')}</Label>
        <NativeSelect
          id={`${id}-fee`}
          value={filters.fee}
          onChange={(event) => onChange({ ...filters, fee: event.target.value as TournamentFilters['fee'] })}
        >
          <option value="all">{t('tournament.filters.fee.all')}</option>
          {FEE_BAND_KEYS.map((band) => (
            <option key={band} value={band}>
              {feeBandText(t, band)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" disabled={!hasFilters(filters)} onClick={() => onChange(NO_FILTERS)}>
        {t('tournament.filters.clear')}
      </Button>
    </search>
  );
}
