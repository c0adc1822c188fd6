import { Compass } from "lucide-react";
import { Link } from "wouter";
import { Button } from "./ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "./ui/card";

/** Shown by a journey screen opened before a starting path (script, deck or idea) was chosen. */
export function ChoosePathNotice() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Compass className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">First, pick your starting point</h1>
          <CardDescription className="text-base">
            Tell us whether you have a script, a deck or an idea, and we'll tailor your free analysis to it.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild size="lg">
            <Link href="/">Choose My Starting Point</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
