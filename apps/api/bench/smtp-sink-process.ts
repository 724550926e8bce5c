import { SMTPServer } from 'smtp-server';

/**
 * The mail row's receiving end, in its own process (as a mail server would be): accepts
 * every message, counts them, prints `{"port":…}` when listening and `{"received":…}` on SIGTERM.
 */
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 200,
  // A reverse DNS lookup per connection measures the resolver, not the mail path.
  disableReverseLookup: true,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      received += session.envelope.rcptTo.length;
      callback();
    });
  },
});
smtp.on('error', () => {});
// Answers go out at once, as a mail server's do (no Nagle wait for the client's next segment).
smtp.server.on('connection', (socket) => socket.setNoDelay(true));
smtp.listen(0, '127.0.0.1', () => {
  const address = smtp.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => {
  console.log(JSON.stringify({ received }));
  smtp.close(() => process.exit(0));
});
