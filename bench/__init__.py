"""Frame-time benchmarks: python -m bench.freetable"""
