/** The support feature's cache keys: the player's tickets and the team's queue. */
export const supportKeys = {
  all: ['support'] as const,
  myTickets: () => [...supportKeys.all, 'tickets'] as const,
  ticket: (id: string) => [...supportKeys.all, 'tickets', id] as const,
  attachment: (ticketId: string) => [...supportKeys.all, 'tickets', ticketId, 'attachment'] as const,
  admin: () => [...supportKeys.all, 'admin'] as const,
  adminQueue: (status: string) => [...supportKeys.admin(), 'queue', status] as const,
  adminTicket: (id: string) => [...supportKeys.admin(), 'tickets', id] as const,
};
