// The mock's flags of where worlds are kept, what they are named and how many a process holds
// (MOCK_FLAGS in cli-flags.ts lists them; this reads them).

type WorldFlags = {
  state?: string;
  keepWorlds: boolean;
  replicaId?: string;
  worldTtlMinutes: number;
  maxWorlds: number;
  maxWorldsMb: number;
};

/** The flags of where worlds are kept, what they are named and how many a process holds. */
export function worldFlags(
  flags: Map<string, string>,
  defaultOf: (name: string) => string,
): WorldFlags {
  const state = flags.get('state');
  if (state !== undefined && (state === 'true' || state.trim() === '')) {
    throw new Error('--state takes a directory (e.g. --state .bukka-state)');
  }
  const keepWorlds = flags.get('keep-worlds');
  if (keepWorlds !== undefined && keepWorlds !== 'true') {
    throw new Error('--keep-worlds takes no value');
  }
  if (keepWorlds !== undefined && state === undefined) {
    throw new Error('--keep-worlds needs --state DIR');
  }
  const replicaId = flags.get('replica-id');
  if (replicaId !== undefined && !/^[a-z0-9][a-z0-9-]{0,29}$/.test(replicaId)) {
    throw new Error('--replica-id takes lower-case letters, digits and -, up to 30 (e.g. r1)');
  }
  const worldTtlMinutes = Number(flags.get('world-ttl') ?? defaultOf('world-ttl'));
  if (!(worldTtlMinutes >= 0.05 && worldTtlMinutes <= 7 * 24 * 60)) {
    throw new Error('--world-ttl must be a number of minutes between 0.05 and 10080');
  }
  const maxWorlds = Number(flags.get('max-worlds') ?? defaultOf('max-worlds'));
  if (!Number.isInteger(maxWorlds) || maxWorlds < 0 || maxWorlds > 10_000) {
    throw new Error('--max-worlds must be a whole number between 0 and 10000');
  }
  const maxWorldsMb = Number(flags.get('max-worlds-mb') ?? defaultOf('max-worlds-mb'));
  if (!Number.isInteger(maxWorldsMb) || maxWorldsMb < 16 || maxWorldsMb > 1_048_576) {
    throw new Error('--max-worlds-mb must be a whole number of MB between 16 and 1048576');
  }
  return {
    state,
    keepWorlds: keepWorlds !== undefined,
    replicaId,
    worldTtlMinutes,
    maxWorlds,
    maxWorldsMb,
  };
}
