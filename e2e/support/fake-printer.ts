// The journeys' receipt printer is the API tests' own: a TCP server on loopback keeping what it is sent.
export { FakePrinter } from '../../apps/server/test/fake-printer.ts'
