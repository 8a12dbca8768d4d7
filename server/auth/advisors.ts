// Advisor accounts, managed only from the command line (server/cli/advisor.ts): nobody can
// create one from the web (docs/product.md#inbox, docs/SECURITY.md "Lead inbox").
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/prisma';
import { hashPassword, PASSWORD_MIN_LENGTH } from './password';
import { passwordWeakness } from './password-strength';

export class AdvisorError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkPassword(password: string, email: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new AdvisorError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
  // The account's own email (and its name part) would be among an attacker's first guesses.
  const weakness = passwordWeakness(password, [email, email.split('@')[0] ?? '']);
  if (weakness) throw new AdvisorError(weakness);
}

export async function addAdvisor(prisma: Database, email: string, password: string): Promise<void> {
  const address = normalizeEmail(email);
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new AdvisorError(`Not an email address: ${email}`);
  checkPassword(password, address);
  const existing = await prisma.advisor.findUnique({ where: { email: address }, select: { id: true } });
  if (existing) throw new AdvisorError(`${address} already has an account.`);
  await prisma.advisor.create({
    data: { id: randomUUID(), email: address, passwordHash: await hashPassword(password) },
  });
}

export async function listAdvisors(prisma: Database) {
  return prisma.advisor.findMany({
    select: { id: true, email: true, createdAt: true, lastLoginAt: true },
    orderBy: { email: 'asc' },
  });
}

/** A new password also ends every session of the account and forgets its remembered devices. */
export async function resetAdvisorPassword(prisma: Database, email: string, password: string): Promise<void> {
  checkPassword(password, normalizeEmail(email));
  const advisor = await findAdvisor(prisma, email);
  const passwordHash = await hashPassword(password);
  await prisma.$transaction([
    prisma.advisor.update({ where: { id: advisor.id }, data: { passwordHash } }),
    prisma.advisorSession.deleteMany({ where: { advisorId: advisor.id } }),
    prisma.rememberedDevice.deleteMany({ where: { advisorId: advisor.id } }),
  ]);
}

/** Sessions go with the account; notes, history and assignments keep the lead but lose the author. */
export async function removeAdvisor(prisma: Database, email: string): Promise<void> {
  const advisor = await findAdvisor(prisma, email);
  await prisma.advisor.delete({ where: { id: advisor.id } });
}

async function findAdvisor(prisma: Database, email: string) {
  const advisor = await prisma.advisor.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true } });
  if (!advisor) throw new AdvisorError(`No account for ${normalizeEmail(email)}.`);
  return advisor;
}
