import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/index.ts';
import { rechargeWallet } from './demo.ts';

const usage = 'usage: npx tsx server/commerce/wallet/cli.ts <user id | phone | e-mail> <amount in ₮>';

/** Demo and support: a cash recharge of a shopper's wallet (README "Wallet, coupons, gift cards"). */
async function main(): Promise<number> {
  const [who, amountText] = process.argv.slice(2);
  const amount = Number(amountText);
  if (!who || !Number.isInteger(amount) || amount <= 0) {
    console.error(usage);
    return 2;
  }
  const config = await loadConfig();
  const db = await openDatabase(config);
  try {
    const found = await db.query<{ id: number }>(
      'select id from users where id::text = $1 or phone = $1 or lower(email) = lower($1)',
      [who],
    );
    const user = found.rows[0];
    if (!user) {
      console.error(`no user ${who}`);
      return 1;
    }
    await rechargeWallet(db, user.id, amount);
    console.log(`wallet of user ${user.id}: +${amount} ₮`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
