// A real SMTP server on loopback for the journeys; the mails it receives are readable over HTTP.
import fs from 'node:fs'
import http from 'node:http'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.MAIL_SMTP_PORT)
const httpPort = Number(process.env.MAIL_HTTP_PORT)
const mails: { to: string[]; raw: string; at: string }[] = []
if (process.env.MAIL_DIR) fs.mkdirSync(process.env.MAIL_DIR, { recursive: true })

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        at: new Date().toISOString(),
      })
      callback()
    })
  },
})
smtp.listen(smtpPort, '127.0.0.1')

http
  .createServer((request, response) => {
    if (request.url === '/health') return response.end('ok')
    if (request.url === '/mails') {
      response.setHeader('content-type', 'application/json')
      return response.end(JSON.stringify(mails))
    }
    response.statusCode = 404
    response.end()
  })
  .listen(httpPort, '127.0.0.1')
