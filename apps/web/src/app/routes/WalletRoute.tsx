import { isPlayMoney } from '@ludo/shared/money';
import { TaxStatementCard } from '@/features/tax/components/TaxStatementCard';
import WalletPage from '@/features/wallet/pages/WalletPage';

/** The wallet, with the tax feature's statement below it (play money is not taxed). */
export default function WalletRoute() {
  return <WalletPage taxStatement={isPlayMoney() ? null : <TaxStatementCard />} />;
}
