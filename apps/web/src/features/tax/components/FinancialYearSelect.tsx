import { financialYearLabel } from '@ludo/shared/tax/tax.schemas';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/react';
import { currentFinancialYear, FIRST_FINANCIAL_YEAR } from '../lib/financial-year';

/** "Financial year": the running one first, back to 2023-24. */
export function FinancialYearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const t = useT();
  const id = useId();
  const latest = currentFinancialYear();
  const years = Array.from({ length: latest - FIRST_FINANCIAL_YEAR + 1 }, (_, back) => latest - back);
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{t('tax.financialYear.label')}</Label>
      <NativeSelect id={id} className="w-40" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {years.map((option) => (
          <option key={option} value={option}>
            {financialYearLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
