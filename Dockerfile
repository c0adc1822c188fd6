# Greenlit: the compiled production server (decision 017), as `npm run build` and `npm run serve` make
# and run it. Not built on the machine it was written on (no Docker daemon there): docs/deploy.md.

# 1. Build: the client (Vite) and the compiled server (esbuild) into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The packages the compiled server imports at run time (it leaves them in node_modules).
FROM node:20-bookworm-slim AS runtime-packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Run: Debian's pdftotext and tesseract are the fast PDF and OCR paths; tini reaps their processes.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends poppler-utils tesseract-ocr tesseract-ocr-eng tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production MALLOC_ARENA_MAX=2 HOST=0.0.0.0 PORT=5000 DATA_DIR=/data
# package.json says "type": "module" for dist/server's .js files.
COPY package.json ./
COPY --from=runtime-packages /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:5000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
CMD ["node", "dist/server/main.js"]
