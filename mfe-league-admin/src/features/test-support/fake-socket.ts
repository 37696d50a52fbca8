/** The realtime clients' test socket lives with the client (shared by the shell's and every remote's tests). */
export { FakeRealtimeSocket as FakeSocket } from '@league/shared-rules/client';
